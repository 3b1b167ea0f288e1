// Test-only: a third-party style `lanhost` with a game the stock `lanjoin` does not have (Take
// Last), for the integration tests of the host-rendered face.
import LanPartyPrograms
import TestGames

await LanPartyProgram.lanhost(games: [TakeLast.self] + GameCatalog.stockGames)
