extension SessionCommand {
    /// Parses one typed line for `lanhost` and `lanjoin` alike: `nil` for a blank line, and for a bad
    /// one, whose `error` event has been emitted on `sink` (the program then carries on).
    static func parse(_ line: String, reportingTo sink: EventSink) -> SessionCommand? {
        do throws(CommandError) {
            return try parse(line)
        } catch {
            sink.emit(LobbyEventFormat.error(error.code.rawValue, error.message))
            return nil
        }
    }
}
