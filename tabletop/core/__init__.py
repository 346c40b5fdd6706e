"""The game core: the command path (services), the reads (selectors), where a state is kept,
pushes after commit (realtime), the registry of kinds, the jobs, the bodies answered, the
errors the core raises. It imports neither access, live nor http."""
