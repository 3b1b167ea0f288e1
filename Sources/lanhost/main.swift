import LanPartyPrograms

await LanPartyProgram.lanhost()
