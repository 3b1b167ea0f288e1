/// The games this build can play, and the version check of the join handshake.
///
/// A value, not a singleton: each program (and each test) builds the registry it needs, e.g. the CLI
/// registers Crazy Eights at start-up.
public struct GameRegistry: Sendable {
    private var descriptors: [GameID: GameDescriptor] = [:]
    /// The ids in the order they were first registered.
    private var order: [GameID] = []

    /// Creates an empty registry.
    public init() {}

    /// Creates a registry holding `modules`.
    public init(_ modules: [any GameModule.Type]) {
        for module in modules { register(module) }
    }

    /// Adds (or replaces) a module.
    public mutating func register<Module: GameModule>(_ module: Module.Type) {
        keep(GameDescriptor(module))
    }

    /// Adds (or replaces) a module given as an existential metatype.
    public mutating func register(_ module: any GameModule.Type) {
        keep(Self.describe(module))
    }

    /// Stores `descriptor`; a replaced module keeps its first place in ``descriptorsInOrder``.
    private mutating func keep(_ descriptor: GameDescriptor) {
        if descriptors.updateValue(descriptor, forKey: descriptor.id) == nil { order.append(descriptor.id) }
    }

    /// Opens the existential (calling `register` here would pick the existential overload again).
    private static func describe<Module: GameModule>(_ module: Module.Type) -> GameDescriptor {
        GameDescriptor(module)
    }

    /// The registered module for `id`.
    public func descriptor(for id: GameID) -> GameDescriptor? { descriptors[id] }

    /// Every registered module, sorted by id.
    public var allDescriptors: [GameDescriptor] {
        descriptors.values.sorted { $0.id.rawValue < $1.id.rawValue }
    }

    /// Every registered module in the order it was first registered (a program's games as its
    /// author listed them: `lanhost` opens on the first).
    public var descriptorsInOrder: [GameDescriptor] { order.compactMap { descriptors[$0] } }

    /// What this side supports, sorted by id (sent in `hello`).
    public var supportedGames: [GameVersionInfo] { allDescriptors.map(\.versionInfo) }

    /// Whether this side can play `requested` (the game and version a host runs or a client offers).
    public func compatibility(of requested: GameVersionInfo) -> GameCompatibility {
        guard let descriptor = descriptors[requested.id] else { return .unknownGame(requested.id) }
        guard descriptor.version.isCompatible(with: requested.version) else {
            return .incompatibleVersion(requested: requested.version, supported: descriptor.version)
        }
        return .compatible(descriptor)
    }
}

/// The answer to "can we play this game together?".
public enum GameCompatibility: Sendable {
    /// Yes, with this module.
    case compatible(GameDescriptor)
    /// This build does not have the game.
    case unknownGame(GameID)
    /// This build has the game at an incompatible version.
    case incompatibleVersion(requested: SemanticVersion, supported: SemanticVersion)

    /// The exact text people see when this build has the game at an incompatible version.
    public static let unsupportedText = "Unsupported Game Version"

    /// The words people see when this build lacks the game: which game (its name when known, and
    /// its id) and how to get it.
    public static func unknownGameText(id: GameID, name: String? = nil) -> String {
        let shownID = id.rawValue.prefix(64)
        let game = name.map { "\($0.prefix(64)) (\(shownID))" } ?? "the game '\(shownID)'"
        return "This lobby plays \(game), which this program does not have: ask the host which program "
            + "they run, or use a lanjoin built with the game."
    }

    /// Whether the game can be played.
    public var isCompatible: Bool {
        switch self {
        case .compatible: true
        case .unknownGame, .incompatibleVersion: false
        }
    }

    /// `nil` when compatible; exactly "Unsupported Game Version" for a version mismatch; for a game
    /// this build lacks, ``unknownGameText(id:name:)``.
    public var userFacingError: String? {
        switch self {
        case .compatible: nil
        case .unknownGame(let id): Self.unknownGameText(id: id)
        case .incompatibleVersion: Self.unsupportedText
        }
    }

    /// A longer explanation for logs (e.g. which versions differ).
    public var detail: String {
        switch self {
        case .compatible(let descriptor): "\(descriptor.id) \(descriptor.version) is compatible."
        case .unknownGame(let id): "This build does not have the game '\(id.rawValue.prefix(64))'."
        case .incompatibleVersion(let requested, let supported):
            "Version \(requested) is not compatible with this build's \(supported)."
        }
    }
}
