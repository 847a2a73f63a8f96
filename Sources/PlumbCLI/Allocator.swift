#if canImport(Glibc)
    import Glibc
#endif

/// The process's allocator: mimalloc when the executable links it (Package.swift), asked for
/// 2 MiB pages; else the system's. `plumb bench --scaling` reports which one its figures were
/// measured on.
///
/// Large pages: a 10,000-view screen takes about 430 MB of fresh memory, and with 4 KiB pages
/// `plumb bench --scaling 1000 10000` took about 320,000 page faults (/usr/bin/time); with 2 MiB
/// pages (the kernel's transparent huge pages, which mimalloc asks for with `madvise`) 10,000,
/// and the 10,000-view first layout about 22 µs a view instead of 29, for 8% more resident memory
/// (470 MB against 434). `MIMALLOC_LARGE_OS_PAGES=0` in the environment still turns them off:
/// the call sets mimalloc's default, and the environment overrides a default.
///
/// mimalloc's functions are looked up by name at run time, so that a build with the system's
/// allocator (`PLUMB_SYSTEM_ALLOCATOR=1`, or another platform) needs nothing of it.
package enum Allocator {
    /// `mi_option_large_os_pages`, the seventh of `mi_option_t` in mimalloc 2.0's mimalloc.h (the
    /// Debian package scripts/setup installs).
    private static let largeOSPages: Int32 = 6

    /// Makes 2 MiB pages mimalloc's default (before the process has allocated much: at start).
    package static func preferLargePages() {
        typealias SetEnabledDefault = @convention(c) (Int32, Bool) -> Void
        function("mi_option_set_enabled_default", as: SetEnabledDefault.self)?(largeOSPages, true)
    }

    /// "mimalloc, 2 MiB pages", "mimalloc" or "system".
    package static var description: String {
        typealias IsEnabled = @convention(c) (Int32) -> Bool
        guard let isEnabled = function("mi_option_is_enabled", as: IsEnabled.self) else { return "system" }
        return isEnabled(largeOSPages) ? "mimalloc, 2 MiB pages" : "mimalloc"
    }

    /// A C function of the process (its executable and the libraries it links), if there is one.
    private static func function<F>(_ name: String, as type: F.Type) -> F? {
        #if os(Linux)
            guard let symbol = dlsym(nil, name) else { return nil }  // nil: RTLD_DEFAULT
            return unsafeBitCast(symbol, to: type)
        #else
            return nil
        #endif
    }
}
