"""The board: a graphics scene of vector-drawn items, and the view that shows it."""
