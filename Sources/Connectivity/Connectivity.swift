/// LanParty's networking backbone: discovery, framed transport, lobby and session lifecycle.
public enum Connectivity {}
