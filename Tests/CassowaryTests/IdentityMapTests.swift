import Testing

@testable import Cassowary

/// `IdentityMap`, the solver's open-addressing table keyed by object identity, against Swift's
/// Dictionary on the same seeded sequence of insertions, overwrites and removals.
@Suite struct IdentityMapTests {
    final class Key {}

    @Test(arguments: [1, 2, 3] as [UInt64])
    func agrees_with_a_dictionary_through_growth_and_removals(seed: UInt64) {
        var state = seed
        func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let objects = (0..<600).map { _ in Key() }
        var map = IdentityMap<Int>()
        var model: [ObjectIdentifier: Int] = [:]
        for step in 0..<20_000 {
            let id = ObjectIdentifier(objects[next(objects.count)])
            switch next(3) {
            case 0, 1:
                map[id] = step
                model[id] = step
            default:
                map[id] = nil
                model[id] = nil
            }
            if step % 1000 == 999 {
                for object in objects {
                    let key = ObjectIdentifier(object)
                    #expect(map[key] == model[key])
                }
            }
            #expect(map.count == model.count)
        }
        // Emptied one by one, then refilled after removeAll.
        for object in objects { map[ObjectIdentifier(object)] = nil }
        #expect(map.count == 0)
        for (index, object) in objects.enumerated() { map[ObjectIdentifier(object)] = index }
        #expect(map.count == objects.count)
        #expect(objects.enumerated().allSatisfy { map[ObjectIdentifier($1)] == $0 })
        map.removeAll()
        #expect(map.count == 0 && objects.allSatisfy { map[ObjectIdentifier($0)] == nil })
    }
}
