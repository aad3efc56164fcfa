"""The glue that owns a running match: the controller, the computer opponent's
adapter, background thinking and the view options.

Imports the engine, the AI and QtCore only (no widgets).
"""
