/// What a ``LobbyAdvertiser`` reports.
public enum LobbyAdvertiserEvent: Hashable, Sendable {
    /// The lobby is established on the network under `name` (again, after a daemon restart).
    case published(name: String)
    /// Another lobby on the network has the name; ours continues as `to` ("Name #2").
    case renamed(from: String, to: String)
    /// The Avahi daemon went away; the lobby is re-published automatically when it is back.
    case interrupted(DiscoveryError)
    /// Publishing failed; the advertiser stays usable (a later update or daemon restart retries).
    case failed(DiscoveryError)
}

/// What a ``LobbyBrowser`` reports.
public enum LobbyBrowserEvent: Hashable, Sendable {
    /// A lobby was found and resolved.
    case appeared(DiscoveredLobby)
    /// A known lobby's TXT record, port or addresses changed.
    case changed(DiscoveredLobby)
    /// A lobby is gone (withdrawn on every interface and protocol it was seen on).
    case disappeared(DiscoveredLobby)
    /// The daemon has reported what it knows for now (lobbies found so far may still be resolving).
    case allForNow
    /// The Avahi daemon went away: every lobby was reported disappeared, and browsing resumes
    /// automatically when the daemon is back.
    case interrupted(DiscoveryError)
    /// Browsing failed.
    case failed(DiscoveryError)
}
