import LayoutService

/// The services one command opened, so that their cache statistics are saved once the command
/// has succeeded — and never after a failure, which must leave the store byte-for-byte unchanged.
final class OpenedServices: @unchecked Sendable {
    // One command runs on one thread; the class is shared only by copies of its context.
    private var services: [LayoutService] = []

    /// Remembers `service` until the command ends.
    func register(_ service: LayoutService) {
        services.append(service)
    }

    /// Adds each service's statistics to the store (best effort: a store busy right now only
    /// misses this command's figures) and lets the services go.
    func saveStatistics() {
        for service in services {
            try? service.saveStatistics()
        }
        services.removeAll()
    }
}
