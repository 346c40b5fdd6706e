"""The protocol every format's engine follows and the pure pieces they share (the random
source, the ledger, undo, reported results, input checks and bounds). No Django here:
tests/test_import_cycles.py checks it as it checks every format's rules/."""
