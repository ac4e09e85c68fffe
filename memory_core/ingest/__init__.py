"""The write path: producer -> broker -> stages -> store. Importing it loads nothing heavy."""
