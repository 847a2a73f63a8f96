// The layout libFuzzer entry point (scripts/libfuzzer --target layout, .clusterfuzzlite/build.sh):
// each input's bytes are the case generator's choices (`CaseGenerator.makeCase(from:)`), the case
// is played on the layout engine with every in-process layout oracle, and a finding aborts with
// the case and what failed, so that libFuzzer keeps the input as a crash. Coverage guidance then
// reaches the view layer (anchors, guides, stacks, formats, animation, fitting), not only the
// solver. Built only with PLUMB_LIBFUZZER=1 set (Package.swift) and -sanitize=fuzzer; the normal
// build does not see this file.
//
// PLUMB_ORACLES (every layout oracle by default) chooses the oracles; in a build with
// -DPLUMB_FAULTS, PLUMB_PLANT plants a solver or view-layer bug as it does for `plumb`.
import Foundation
import LayoutCase
import LayoutFuzz

private let oracles: [OracleName] = {
    guard let text = ProcessInfo.processInfo.environment["PLUMB_ORACLES"],
        case let .success(chosen) = OracleName.parseList(text)
    else {
        return OracleName.all(for: .layout)
    }
    return chosen
}()

private let player = CasePlayer(oracles: oracles)

/// At most this many views and steps: libFuzzer's inputs stay small and fast.
private let options = GeneratorOptions(maxViews: 6, maxSteps: 6)

/// libFuzzer's driver, for a program with a `main` of its own (libFuzzer's FuzzerInterface.h).
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The executable's entry point (`<module>_main`, as SwiftPM names it), handing the command line
/// to libFuzzer's driver.
@_cdecl("plumb_libfuzzer_layout_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments) { data, size in testOneInput(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let value = CaseGenerator.makeCase(from: bytes, options: options)
    let verdict = player.play(value)
    guard let finding = verdict.findings.first else { return 0 }
    let report =
        "plumb libFuzzer finding: \(finding.kind) at step \(finding.step)\n"
        + finding.problems.prefix(20).map { "# \($0)\n" }.joined()
        + String(decoding: CaseFile.encode(value), as: UTF8.self)
    FileHandle.standardError.write(Data(report.utf8))
    abort()
}
