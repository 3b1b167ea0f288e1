import LanPartyPrograms

await LanPartyProgram.lanjoin()
