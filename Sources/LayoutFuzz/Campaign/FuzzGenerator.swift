import LayoutCase

/// Input `index` of a run, for either target: a layout case (`CaseGenerator`) or an operation
/// script (`ScriptGenerator`), a pure function of the seed, the index and the options.
package struct FuzzGenerator: Sendable {
    package let target: FuzzTarget
    package let cases: CaseGenerator
    package let scripts: ScriptGenerator

    package init(
        seed: UInt64, target: FuzzTarget = .layout, cases: GeneratorOptions = GeneratorOptions(),
        scripts: ScriptGeneratorOptions = ScriptGeneratorOptions(), support: CaseSupport? = nil
    ) {
        self.target = target
        self.cases = CaseGenerator(seed: seed, options: cases, support: support)
        self.scripts = ScriptGenerator(seed: seed, options: scripts)
    }

    package init(_ options: FuzzOptions) {
        self.init(
            seed: options.seed, target: options.target, cases: options.generator, scripts: options.scripts,
            support: options.support)
    }

    package func makeInput(_ index: Int) -> FuzzInput {
        switch target {
        case .layout: .layout(cases.makeCase(index))
        case .solver: .script(scripts.makeScript(index))
        }
    }
}
