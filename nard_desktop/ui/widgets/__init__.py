"""Widgets beside the board: the cube panel, the move list, the players and offers."""
