extension WireState.Counters {
    /// Field-by-field sum.
    public static func + (lhs: Self, rhs: Self) -> Self {
        var sum = lhs
        sum.messagesIn += rhs.messagesIn
        sum.messagesOut += rhs.messagesOut
        sum.bytesIn += rhs.bytesIn
        sum.bytesOut += rhs.bytesOut
        sum.unknownMessageTypes += rhs.unknownMessageTypes
        sum.unknownFields += rhs.unknownFields
        sum.compressedFramesOut += rhs.compressedFramesOut
        return sum
    }
}

extension LobbyHost {
    /// Wire counters of every connection this host has had, open and closed, added up.
    public var wireCounters: WireState.Counters {
        connections.values.reduce(closedConnectionCounters) { $0 + $1.wireState.counters }
    }
}

extension LobbyClient {
    /// Wire counters of the connection to the host (the current one; the last one once it closed).
    public var wireCounters: WireState.Counters? {
        routedConnection.flatMap { connections[$0] }?.wireState.counters ?? lastConnectionCounters
    }
}
