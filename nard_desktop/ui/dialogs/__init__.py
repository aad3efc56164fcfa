"""Dialogs: new game or match, resignation, end of game."""
