/// A game's face in the browser client: a script that renders the module's per-viewer view JSON and
/// turns taps into the module's action JSON, and an optional stylesheet.
///
/// The page loads the script after its own; the script registers itself with
/// `LanPartyFaces.register(gameID, factory)`. The contract (what the factory receives, when it is
/// called) is in Docs/WritingAGameModule.md. A module without a web face is shown through its
/// terminal face (``GameModule/render(_:for:names:)`` text and a command box).
public struct GameWebFace: Hashable, Sendable {
    /// The face's JavaScript source (plain JavaScript, no modules, no build step).
    public var script: String
    /// The face's CSS, or empty.
    public var stylesheet: String

    /// Creates a web face.
    public init(script: String, stylesheet: String = "") {
        self.script = script
        self.stylesheet = stylesheet
    }
}
