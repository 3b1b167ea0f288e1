// Test-only: a third-party style `lanhost` with games the stock `lanjoin` does not have (Take
// Last, Take Last Duel), for the integration tests of the host-rendered face and the party session.
import LanPartyPrograms
import TestGames

await LanPartyProgram.lanhost(games: [TakeLast.self, TakeLastDuel.self] + GameCatalog.stockGames)
