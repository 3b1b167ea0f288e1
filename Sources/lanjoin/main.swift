import LanPartyCLI

await CommandEntry.main(LanJoinCommand.self)
