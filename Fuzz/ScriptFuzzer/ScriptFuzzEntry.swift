// The libFuzzer entry point (scripts/libfuzzer, .clusterfuzzlite/build.sh): each input's bytes
// are the generator's choices (`ScriptGenerator.makeScript(from:)`), the script is played on our
// solver with the in-process oracles, and a finding aborts with the script and what failed, so
// that libFuzzer keeps the input as a crash. Built only with PLUMB_LIBFUZZER=1 set (Package.swift)
// and -sanitize=fuzzer; the normal build does not see this file.
//
// PLUMB_ORACLES (reference,size,repeat by default) chooses the oracles; in a build with
// -DPLUMB_FAULTS, PLUMB_PLANT plants a solver bug as it does for `plumb`.
import ConstraintSystem
import Foundation
import LayoutFuzz

private let oracles: [OracleName] = {
    guard let text = ProcessInfo.processInfo.environment["PLUMB_ORACLES"],
        case let .success(chosen) = OracleName.parseList(text)
    else {
        return OracleName.all(for: .solver)
    }
    return chosen
}()

private let player = ScriptFuzzPlayer(oracles: oracles)

/// libFuzzer's driver, for a program with a `main` of its own (libFuzzer's FuzzerInterface.h).
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The executable's entry point. SwiftPM renames an executable target's `main` to
/// `<module>_main` (so that tests can link it); this library-mode file defines that name and
/// hands the command line to libFuzzer's driver, whose own `main` the link then leaves out.
@_cdecl("plumb_libfuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments) { data, size in testOneInput(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let script = ScriptGenerator.makeScript(from: bytes)
    let verdict = player.play(script)
    guard let finding = verdict.findings.first else { return 0 }
    let report =
        ScriptWriter.write(script, title: "plumb libFuzzer finding: \(finding.kind) at operation \(finding.step)")
        + finding.problems.prefix(20).map { "# \($0)\n" }.joined()
    FileHandle.standardError.write(Data(report.utf8))
    abort()
}
