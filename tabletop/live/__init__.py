"""What reaches a table as it happens: the socket and its hot path, the event stream, their
readers, the seats' patches, the limits on live connections, the workers' heartbeats."""
