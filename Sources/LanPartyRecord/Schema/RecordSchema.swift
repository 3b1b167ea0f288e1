import GRDB

/// The record's tables (Docs/Record.md "Schema"), created and upgraded by GRDB's migrator. Each
/// migration is append-only: a shipped one never changes, a new version adds one.
enum RecordSchema {
    /// The newest schema version this build writes (the number of migrations).
    static let version = 4

    /// The migrator with every version's migration, in order.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: players, games, seats, steps") { db in
            try db.execute(sql: """
                CREATE TABLE player (
                    id TEXT PRIMARY KEY NOT NULL,          -- profile id (UUID, lowercase)
                    name TEXT NOT NULL,                    -- the name last seen
                    firstSeen INTEGER NOT NULL,            -- Unix milliseconds
                    lastSeen INTEGER NOT NULL
                );
                CREATE TABLE game (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    lobbyId TEXT NOT NULL,
                    lobbyName TEXT NOT NULL,
                    round INTEGER NOT NULL,
                    module TEXT NOT NULL,
                    moduleVersion TEXT NOT NULL,
                    settings BLOB NOT NULL,                -- the settings snapshot (JSON)
                    seed TEXT NOT NULL,                    -- UInt64, decimal
                    initialDigest TEXT,                    -- 16 hex digits, set when the game starts
                    startedAt INTEGER NOT NULL,
                    endedAt INTEGER,
                    status TEXT NOT NULL CHECK (status IN ('running', 'finished', 'abandoned')),
                    winners TEXT,                          -- JSON array of player ids, when finished
                    summary TEXT
                );
                CREATE INDEX game_by_module ON game(module, id);
                CREATE TABLE seat (
                    gameId INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,             -- 0-based seat (turn) order
                    playerId TEXT NOT NULL,
                    name TEXT NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('person', 'computer')),
                    PRIMARY KEY (gameId, position)
                );
                CREATE INDEX seat_by_player ON seat(playerId);
                CREATE TABLE step (
                    gameId INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
                    number INTEGER NOT NULL,               -- 0-based, in the reducer's order
                    kind TEXT NOT NULL CHECK (kind IN ('action', 'time', 'playerLeft')),
                    playerId TEXT,                         -- action, playerLeft
                    payload BLOB,                          -- action: its bytes as they arrived
                    sequence INTEGER,                      -- action: the sender's sequence number
                    stateSequence INTEGER NOT NULL,        -- the host's state counter after it
                    gameTime INTEGER,                      -- time: game-clock milliseconds
                    digest TEXT NOT NULL,                  -- the state after it, 16 hex digits
                    recordedAt INTEGER NOT NULL,           -- Unix milliseconds
                    PRIMARY KEY (gameId, number)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v2: lobbies a restarted host reopens") { db in
            try db.execute(sql: """
                CREATE TABLE lobby (
                    id TEXT PRIMARY KEY NOT NULL,          -- lobby id (UUID, lowercase)
                    snapshot BLOB NOT NULL,                -- LobbySnapshot JSON (token hashes, no tokens)
                    port INTEGER NOT NULL,                 -- the lobby's TCP port
                    webPort INTEGER,                       -- the page's port, when served
                    gameId INTEGER REFERENCES game(id) ON DELETE SET NULL, -- the game being played
                    openedAt INTEGER NOT NULL,             -- Unix milliseconds
                    aliveAt INTEGER NOT NULL,              -- refreshed every second while the host runs
                    closedAt INTEGER                       -- set when the host closed it; NULL: it stopped
                );
                """)
        }
        migrator.registerMigration("v3: the options a lobby was opened with") { db in
            // The arguments `lanhost --resume` reopens the lobby with (Docs/Record.md "Restart");
            // NULL for a lobby kept by an older build.
            try db.execute(sql: "ALTER TABLE lobby ADD COLUMN options BLOB")
        }
        migrator.registerMigration("v4: avatars") { db in
            // `symbol:colour` (Docs/Protocol.md "Avatars"); NULL for what an older build recorded.
            try db.execute(sql: """
                ALTER TABLE seat ADD COLUMN avatar TEXT;
                ALTER TABLE player ADD COLUMN avatar TEXT;
                """)
        }
        return migrator
    }
}
