/// Helpers for tests: test clocks, loopback harnesses and the simulated LAN.
public enum LanPartyTestKit {}
