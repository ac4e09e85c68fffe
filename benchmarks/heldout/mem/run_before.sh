#!/bin/bash
# Measure a checkout on every set: ./run_before.sh CHECKOUT OUTDIR
CODE=${1:-/work/wt-base}; OUT=${2:-runs/base}; mkdir -p $OUT
SF=/work/main/benchmarks/heldout/facts/score_facts.py
for sp in dev holdout; do
  python3 $SF $sp/facts_$sp.jsonl $sp/facts_truth_$sp.json --code $CODE --json > $OUT/facts_$sp.json 2> $OUT/facts_$sp.err
  python3 score_dreaming.py $sp/dreaming_$sp.jsonl $sp/dreaming_truth_$sp.json --split $sp --code $CODE --json > $OUT/dreaming_$sp.json 2> $OUT/dreaming_$sp.err
  python3 score_context.py $sp/context_sessions_$sp.jsonl $sp/context_queries_$sp.jsonl --code $CODE --json --verbose > $OUT/context_$sp.json 2> $OUT/context_$sp.err
done
python3 make_before.py $OUT ${3:-$OUT/summary.json} $CODE
