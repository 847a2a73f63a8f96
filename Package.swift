// swift-tools-version: 6.0
import PackageDescription

/// Debug builds (the tests') can plant bugs in the solver (Sources/Cassowary/PlantedFault.swift), the view layer
/// (Sources/LayoutEngine/Engine/PlantedViewFault.swift) and the reference solver, the oracle
/// (Sources/ReferenceSolver/PlantedReferenceFault.swift) so that tests prove the harness finds them; the harness's
/// tests name all three with Sources/LayoutFuzz/Execution/PlantedFaultName.swift. Release builds compile none of it.
let plantedFaults = SwiftSetting.define("PLUMB_FAULTS", .when(configuration: .debug))

/// The harness makes and frees small objects at a high rate (views, constraints, tableau rows, exact
/// numbers, names), and glibc's allocator was a seventh of its instructions. Microsoft's mimalloc
/// (Debian's libmimalloc-dev; scripts/setup installs it) replaces malloc for the whole `plumb`
/// process, workers included. Measured: `plumb fuzz --seed 1 --cases 60 --max-views 30` 7.98 -> 7.31
/// billion instructions (callgrind), and 8-13% less wall time on 400 cases at up to 8 views. Linux
/// only: other systems keep their own allocator. The tests (debug builds of the libraries) keep glibc's.
/// `PLUMB_SYSTEM_ALLOCATOR=1 swift build …` builds with the system's allocator instead (no mimalloc needed).
let mimalloc: [LinkerSetting] =
    Context.environment["PLUMB_SYSTEM_ALLOCATOR"] == "1" ? [] : [.linkedLibrary("mimalloc", .when(platforms: [.linux]))]

/// The harness's own modules (the spec, the reference, the harness; none is a product, so no other
/// package builds them) leave out the runtime exclusivity checks in release builds, as the engine's
/// do: the oracles' state is structs and lazily computed properties of a class per step, read and
/// written at a high rate, and the checks guard nothing a debug build (every test) does not check.
let harnessRelease: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "Plumbline",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "plumb", targets: ["plumb"]),
        .executable(name: "plumb-layout-adapter", targets: ["plumb-layout-adapter"]),
        .library(name: "ConstraintSystem", targets: ["ConstraintSystem"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ],
    targets: [
        // The constraint-system model, its text format and the shape of an answer. No solving here.
        .target(name: "ConstraintSystem"),
        // The incremental Cassowary solver. Knows nothing about views. Its tableau is one struct
        // whose methods take it inout, so the runtime exclusivity checks (one per array access
        // through the class) cost without guarding anything; release builds leave them out.
        // Measured (issue 20, `plumb bench` on the shared workloads, medians of 5 alternated
        // rounds): without the flag enaml-like suggest and set-constant take 1.47-1.50x as long,
        // chain100 1.26-1.32x, grid10x10 1.13-1.35x, well outside the repeat noise of those small
        // workloads (1-4 %). So the flag stays, release only: a package that depends on Cassowary
        // by version cannot build it (SwiftPM refuses unsafeFlags there) until the hot loops
        // move onto the tableau struct, where the checks are static.
        .target(
            name: "Cassowary", dependencies: ["ConstraintSystem"],
            swiftSettings: [
                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)), plantedFaults,
            ]),
        // Views, anchors, constraints, guides and the update cycle on the incremental solver.
        // Ambiguity comes from that solver's own ranges (Window+Ambiguity.swift): the engine never
        // imports an oracle (ArchitectureTests checks it). Release builds leave out the runtime
        // exclusivity checks, as Cassowary's do: every view, node and constraint is a class whose
        // properties the layout passes read and write, and the checks were 7% of building an
        // engine (callgrind; `plumb fuzz --seed 1 --cases 60 --max-views 30`: 6.88 -> 6.70
        // billion instructions). The tests build debug, with the checks. It costs nothing more
        // to depend on: LayoutEngine needs Cassowary, which has the flag already.
        .target(
            name: "LayoutEngine", dependencies: ["ConstraintSystem", "Cassowary"],
            swiftSettings: [plantedFaults, .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // The case format: a window, a view tree, constraints and an edit script, as data (no engine).
        .target(name: "LayoutCase", dependencies: ["ConstraintSystem"]),
        // UIKit's documented rules written a second time: a case's state -> the constraint system
        // UIKit's documentation implies. Must not import LayoutEngine or Cassowary (an oracle).
        .target(name: "LayoutSpec", dependencies: ["ConstraintSystem", "LayoutCase"], swiftSettings: harnessRelease),
        // The oracle: exact rational arithmetic, solves from scratch. Must not import Cassowary.
        .target(
            name: "ReferenceSolver", dependencies: ["ConstraintSystem", .product(name: "BigInt", package: "BigInt")],
            swiftSettings: [plantedFaults] + harnessRelease),
        // libxml2, to read JUnit reports back and validate them against a schema.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        // The harness as a library: the case format, playing cases on the engine, the oracles.
        .target(
            name: "LayoutFuzz", dependencies: ["ConstraintSystem", "Cassowary", "ReferenceSolver", "LayoutEngine", "LayoutCase", "LayoutSpec", "CLibXML2"],
            swiftSettings: [plantedFaults] + harnessRelease),
        // Timing loops shared by `plumb bench` and its tests.
        .target(
            name: "Benchmarking",
            dependencies: ["ConstraintSystem", "Cassowary", "LayoutEngine", .product(name: "Histogram", package: "hdrhistogram-swift")]),
        // The `plumb` subcommands: parse options, call the libraries, choose exit codes.
        .target(
            name: "PlumbCLI",
            dependencies: [
                "ConstraintSystem", "Cassowary", "ReferenceSolver", "LayoutEngine", "LayoutCase", "LayoutFuzz", "Benchmarking",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "plumb", dependencies: ["PlumbCLI"], linkerSettings: mimalloc),
        // Our engine behind the layout protocol (docs/layout-protocol.md): the protocol's own test.
        .executableTarget(name: "plumb-layout-adapter", dependencies: ["LayoutCase", "LayoutFuzz"]),

        .testTarget(name: "ConstraintSystemTests", dependencies: ["ConstraintSystem"]),
        .testTarget(
            name: "CassowaryTests",
            dependencies: [
                "Cassowary", "ConstraintSystem", "ReferenceSolver",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "LayoutEngineTests",
            dependencies: ["LayoutEngine", "Cassowary", "ConstraintSystem", "ReferenceSolver", "LayoutCase", "LayoutFuzz", "Benchmarking"]),
        .testTarget(name: "ReferenceSolverTests", dependencies: ["ReferenceSolver", "ConstraintSystem"]),
        .testTarget(
            name: "LayoutSpecTests",
            dependencies: ["LayoutSpec", "LayoutCase", "ConstraintSystem", "ReferenceSolver", "LayoutEngine", "LayoutFuzz"]),
        .testTarget(
            name: "LayoutFuzzTests",
            dependencies: [
                "LayoutFuzz", "LayoutCase", "LayoutSpec", "Cassowary", "ReferenceSolver", "ConstraintSystem", "LayoutEngine",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [plantedFaults]),
        // What `plumb replay CASE --swift` printed for the cases of Corpus/planted (and a few seeds),
        // byte for byte, and a test that each fails with the fault its case shows.
        .testTarget(
            name: "ReproducerTests", dependencies: ["LayoutEngine", "Cassowary", "LayoutFuzz"],
            swiftSettings: [plantedFaults]),
        .testTarget(
            name: "PlumbCLITests",
            dependencies: ["PlumbCLI", "Benchmarking", "ConstraintSystem", "Cassowary", "ReferenceSolver", "LayoutEngine", "LayoutCase", "LayoutFuzz"],
            swiftSettings: [plantedFaults]),
    ]
)

// The libFuzzer entry points (Fuzz/ScriptFuzzer, Fuzz/LayoutFuzzer), only when scripts/libfuzzer (or ClusterFuzzLite's
// build.sh) asks for it with PLUMB_LIBFUZZER=1 and builds it with -sanitize=fuzzer: `swift build`
// and `swift test` never see it.
if Context.environment["PLUMB_LIBFUZZER"] != nil {
    package.products.append(.executable(name: "plumb-libfuzzer", targets: ["plumb-libfuzzer"]))
    package.targets.append(.executableTarget(
        name: "plumb-libfuzzer", dependencies: ["ConstraintSystem", "LayoutCase", "LayoutFuzz"], path: "Fuzz/ScriptFuzzer",
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
    // The same for layout cases (Fuzz/LayoutFuzzer): the bytes are the case generator's choices.
    package.products.append(.executable(name: "plumb-libfuzzer-layout", targets: ["plumb-libfuzzer-layout"]))
    package.targets.append(.executableTarget(
        name: "plumb-libfuzzer-layout", dependencies: ["LayoutCase", "LayoutFuzz"], path: "Fuzz/LayoutFuzzer",
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}
