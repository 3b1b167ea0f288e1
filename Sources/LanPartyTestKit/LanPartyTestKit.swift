// The module author's kit (bot games, audits, determinism) is GameTestKit, which needs only
// GameCore; everything of it comes with LanPartyTestKit too.
@_exported import GameTestKit

/// Helpers for tests: test clocks, loopback harnesses and the simulated LAN.
public enum LanPartyTestKit {}
