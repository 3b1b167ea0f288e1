/// Shared command-line support for lanhost and lanjoin.
public enum LanPartyCLI {}
