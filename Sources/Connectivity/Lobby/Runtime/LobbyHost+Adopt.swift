extension LobbyHost {
    /// Seats a connection of another transport (a WebSocket: ``EnvelopeLink``) in this lobby, where
    /// it is one more connection like a TCP one: same handshake, limits, heartbeats and resume.
    ///
    /// Call it before reading the connection's first message. Inbound messages then reach the lobby
    /// on its event loop in the order they were read. `openedAt`: when the connection began (a
    /// WebSocket's upgrade, before its sealed handshake); the join deadline
    /// (``handshakeTimeout``) runs from then, not from the adoption.
    public func adopt(_ link: EnvelopeLink, openedAt: ContinuousClock.Instant? = nil) {
        guard !isStopped else {
            link.abort()
            return
        }
        lastConnectionID += 1
        let id = ConnectionID(lastConnectionID)
        let loop = self.loop
        let attached = link.attach(
            EnvelopeLink.Delivery(
                received: { [weak self] message in
                    loop.execute { [weak self] in self?.assumeIsolated { $0.received(message, from: id) } }
                },
                closed: { [weak self] in
                    loop.execute { [weak self] in self?.assumeIsolated { $0.connectionEnded(id) } }
                }))
        guard attached else { return }
        register(link, as: id, openedAt: openedAt)
    }
}
