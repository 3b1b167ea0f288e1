print("lanjoin: not yet implemented")
