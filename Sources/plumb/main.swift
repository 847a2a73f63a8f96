import PlumbCLI

Allocator.preferLargePages()
PlumbCommand.runAndExit()
