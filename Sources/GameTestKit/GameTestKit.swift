/// What a game module's tests need and nothing of the server stack: bot games through the host
/// runtime, the hidden-information audit, determinism checks, wire audits of views and actions.
/// Depends on GameCore alone (LanPartyTestKit re-exports it, with the process and network helpers).
public enum GameTestKit {}
