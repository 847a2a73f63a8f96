import Foundation
import LayoutFuzz

// Our own layout engine behind the layout protocol (docs/layout-protocol.md,
// `EngineAdapterServer`): the hello, then one answer line for each request line until the end of
// input. `plumb fuzz --adapter .build/release/plumb-layout-adapter` judges our engine through the
// pipe exactly as any other engine is judged; PLUMB_PLANT plants a fault in it.
func send(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

send(EngineAdapterServer.hello)
var server = EngineAdapterServer()
while let line = readLine() { send(server.answer(line)) }
