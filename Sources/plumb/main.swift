import PlumbCLI

PlumbCommand.runAndExit()
