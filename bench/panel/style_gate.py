#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What the reading of styles (libgames/ai/no_thanks_styles.h) would believe under other settings.

Reads the "misses" lines of nobox_style_beliefs (per member seat: its decisions read, then how many of them the
normal, tuned and hoarder styles and each threshold 0.1 .. 1.2 would have made otherwise) and prints, per file,
the mean belief in each style and how many seats were believed mostly a threshold player or mostly tuned, for
the settings given: offstyle, keep (the prior's share kept), others (the prior's share of threshold and hoarder),
normal (the prior's judgement share of normal), thresholds (1: each seat's own threshold weighed, uniform),
gate (read a seat only when the tuned judgement missed more than this share of its decisions; else the prior),
offrule (the off-style chance of the threshold and hoarder styles, if not offstyle).

usage: style_gate.py [key=value ...] FILE...
"""
import math
import sys

THRESHOLDS = 12
FIXED = 4  # 0.5


def posterior(prior, loglik, kept):
    top = max(l for p, l in zip(prior, loglik) if p > 0)
    w = [p * math.exp(l - top) if p > 0 else 0.0 for p, l in zip(prior, loglik)]
    s = sum(w)
    belief = [(1 - kept) * x / s + kept * p for x, p in zip(w, prior)]
    return belief, top + math.log(s)


def read(row, cfg):
    """One seat's belief [normal, tuned, threshold, hoarder], as readStyles (no_thanks_styles.cpp) forms it."""
    n, normal, tuned, hoarder = row[:4]
    thresholds = row[4:4 + THRESHOLDS]
    others, share = cfg["others"], cfg["normal"]
    prior = [(1 - others) * share, (1 - others) * (1 - share), others / 2, others / 2]
    if cfg["gate"] >= 0 and (n == 0 or tuned / n <= cfg["gate"]):
        return prior
    judged = cfg["offstyle"]
    ruled = cfg["offrule"] if cfg["offrule"] > 0 else judged

    def loglik(misses, off):
        return (n - misses) * math.log(1 - off) + misses * math.log(off)

    if cfg["thresholds"]:
        by_threshold = [1 / THRESHOLDS] * THRESHOLDS
    else:
        by_threshold = [1.0 if i == FIXED else 0.0 for i in range(THRESHOLDS)]
    _, threshold_ll = posterior(by_threshold, [loglik(m, ruled) for m in thresholds], cfg["keep"])
    loglikelihood = [loglik(normal, judged), loglik(tuned, judged), threshold_ll, loglik(hoarder, ruled)]
    belief, _ = posterior(prior, loglikelihood, cfg["keep"])
    return belief


def main(argv):
    cfg = {"offstyle": 0.1, "keep": 0.2, "others": 0.1, "normal": 0.0, "thresholds": 0, "gate": -1.0, "offrule": -1.0}
    files = []
    for arg in argv:
        if "=" in arg:
            key, value = arg.split("=", 1)
            if key not in cfg:
                sys.exit(f"style_gate.py: unknown setting '{key}' (known: {', '.join(cfg)})")
            try:
                cfg[key] = float(value)
            except ValueError:
                sys.exit(f"style_gate.py: '{value}' is not a number ({key})")
        else:
            files.append(arg)
    print(" ".join(f"{k}={v:g}" for k, v in cfg.items()))
    for name in files:
        try:
            with open(name) as lines:
                rows = [list(map(int, line.split()[3:])) for line in lines if line.startswith("misses ")]
        except (OSError, ValueError) as problem:
            sys.exit(f"style_gate.py: cannot read {name}: {problem}")
        if not rows:
            continue
        beliefs = [read(r, cfg) for r in rows]
        mean = [sum(b[i] for b in beliefs) / len(beliefs) for i in range(4)]
        miss = [sum(r[i] for r in rows) / max(1, sum(r[0] for r in rows)) for i in (1, 2, 3)]
        print(f"{name}: {len(rows)} seats, tuned misses {miss[1]:.1%}, normal {mean[0]:.2f} tuned {mean[1]:.2f} "
              f"threshold {mean[2]:.2f} hoarder {mean[3]:.2f}, mostly threshold {sum(b[2] > 0.5 for b in beliefs)}, "
              f"mostly tuned {sum(b[1] > 0.5 for b in beliefs)}")


if __name__ == "__main__":
    main(sys.argv[1:])
