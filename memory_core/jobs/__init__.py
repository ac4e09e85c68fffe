"""What beat or the CLI runs: reflection, pruning, tallies, re-embedding, metrics."""
