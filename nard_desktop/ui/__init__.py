"""What the player sees: the main window, the board, dialogs and widgets (PySide6)."""
