import LanPartyCLI

await CommandEntry.main(LanHostCommand.self)
