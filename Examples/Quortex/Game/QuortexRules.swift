import GameCore

extension Quortex {
    /// Applies a move by `player` (see ``rulesText``).
    public static func reduce(_ state: QuortexState, _ action: QuortexAction, by player: PlayerID) throws(GameError)
        -> QuortexState
    {
        guard state.finish == nil else { throw .gameNotRunning }
        guard let seat = state.position.seat(of: player), state.position.flows[seat].status == .playing else {
            throw .notAPlayer
        }
        switch action {
        case .resign:
            return retire(state, seat: seat, kind: .resign)
        case .place(let tile, let rotation, let cell):
            guard seat == state.turn else { throw .notYourTurn }
            guard (0..<6).contains(rotation) else { throw .invalidAction("Rotation is 0 to 5.") }
            guard state.hands[seat].contains(tile) else { throw .invalidAction("You do not hold tile \(tile.number).") }
            let target = state.position.flows[seat].head.cell
            guard cell ?? target == target else {
                throw .invalidAction("Place your tile on the cell your flow faces, \(target).")
            }
            let options = Quortex.options(in: state.position, hand: state.hands[seat], seat: seat)
            guard options.contains(where: { $0.tile == tile && $0.rotation == rotation && $0.legal }) else {
                throw .invalidAction("That placement sends your flow out; another tile or rotation keeps it in.")
            }
            return place(state, tile: tile, rotation: rotation, seat: seat, kind: .place)
        }
    }

    /// Places a tile for `seat` (already checked), moves the flows, refills the bag, draws,
    /// records the move and passes the turn or ends the game.
    static func place(_ state: QuortexState, tile: Tile, rotation: Int, seat: Int, kind: QuortexMove.Kind) -> QuortexState {
        var next = state
        let cell = state.position.flows[seat].head.cell
        let result = state.position.placing(tile, rotation: rotation, on: cell, by: seat)
        next.position = result.position
        next.hands[seat].remove(at: next.hands[seat].firstIndex(of: tile) ?? 0)
        for out in result.eliminated { returnHand(of: out, in: &next) }
        let players = result.position.flows.map(\.player)
        next.history.append(QuortexMove(
            player: players[seat], kind: kind, tile: tile, rotation: rotation, cell: cell,
            moved: result.moved.map { players[$0] }, eliminated: result.eliminated.map { players[$0] },
            completed: result.completed.map { players[$0] }, pathLengths: result.position.flows.map(\.path.count)))
        if !result.completed.isEmpty {
            let winners = result.completed.map { players[$0] }
            next.finish = QuortexFinish(winners: winners, reason: .flowComplete, summary: "Flow completed: reached the goal side.")
            return next
        }
        if next.position.flows[seat].status == .playing { draw(for: seat, in: &next) }
        return passTurn(next, after: seat, lastOut: result.eliminated)
    }

    /// Takes `seat` out by its own choice (resign) or because it left; its tiles go back in the bag.
    static func retire(_ state: QuortexState, seat: Int, kind: QuortexMove.Kind) -> QuortexState {
        var next = state
        next.position.flows[seat].status = .resigned
        returnHand(of: seat, in: &next)
        let player = next.position.flows[seat].player
        next.history.append(QuortexMove(
            player: player, kind: kind, moved: [], eliminated: [player], completed: [],
            pathLengths: next.position.flows.map(\.path.count)))
        let playing = next.playingSeats
        if playing.count == 1 {
            next.finish = QuortexFinish(
                winners: [next.position.flows[playing[0]].player], reason: .resignation,
                summary: "Won by resignation: everyone else is out.")
            return next
        }
        return seat == state.turn ? passTurn(next, after: seat, lastOut: [seat]) : next
    }

    /// The next playing seat moves; ends the game when one or no player is left or the next player
    /// has no tile to place.
    static func passTurn(_ state: QuortexState, after seat: Int, lastOut: [Int]) -> QuortexState {
        var next = state
        let playing = next.playingSeats
        if playing.count == 1 {
            next.finish = QuortexFinish(
                winners: [next.position.flows[playing[0]].player], reason: .constraint,
                summary: "Last flow standing: every other player is out.")
            return next
        }
        if playing.isEmpty {
            next.finish = nearest(among: lastOut, in: next, summary: "The last flows went out together; the nearest to its goal wins.")
            return next
        }
        let count = next.position.flows.count
        let following = (1...count).map { (seat + $0) % count }.first { playing.contains($0) } ?? playing[0]
        next.turn = following
        next.turnStarted = next.now
        if next.hands[following].isEmpty {
            next.finish = nearest(among: playing, in: next, summary: "The tiles ran out; the flow nearest to its goal wins.")
        }
        return next
    }

    /// The seats among `seats` whose flow head is nearest its goal side (ties share the win).
    static func nearest(among seats: [Int], in state: QuortexState, summary: String) -> QuortexFinish {
        let distances = seats.map { state.position.distanceToGoal(of: $0) }
        let best = distances.min() ?? 0
        let winners = zip(seats, distances).filter { $0.1 == best }.map { state.position.flows[$0.0].player }
        return QuortexFinish(winners: winners, reason: .nearest, summary: summary)
    }

    /// Puts a seat's tiles back into the bag at random places.
    static func returnHand(of seat: Int, in state: inout QuortexState) {
        state.bag += state.hands[seat]
        state.hands[seat] = []
        state.random.shuffle(&state.bag)
    }

    /// Fills a seat's hand from the bag.
    static func draw(for seat: Int, in state: inout QuortexState) {
        while state.hands[seat].count < state.settings.handSize, let tile = state.bag.popLast() {
            state.hands[seat].append(tile)
        }
    }

    /// A player who left for good: like resigning (the tiles go back into the bag).
    public static func playerLeft(_ state: QuortexState, player: PlayerID) -> QuortexState {
        guard state.finish == nil, let seat = state.position.seat(of: player),
            state.position.flows[seat].status == .playing
        else { return state }
        return retire(state, seat: seat, kind: .left)
    }

    /// How it ended.
    public static func outcome(of state: QuortexState) -> GameOutcome? {
        state.finish.map { GameOutcome(winners: $0.winners, summary: $0.summary) }
    }
}
