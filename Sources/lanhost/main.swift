print("lanhost: not yet implemented")
