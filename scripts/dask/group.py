#!/usr/bin/env python3
"""linkscope group on a Dask cluster: the map step pipes each partition of
the input through `linkscope normalize --json` (after `inspect --json
--fields tracking` for --ignore-tracking), the reduce step groups by the
normalized key. The result is the same as `linkscope group --json` on the
same input, line for line:

  groups largest first, equal counts in order of first appearance;
  members: at most --members distinct spellings in order of first
  appearance; more: the lines not spelled like a listed member;
  blank lines and lines that are not URI references are left out.

Order of appearance is kept across partitions by numbering each line with
(partition, line in partition): dask's read_text cuts the input at line
ends, in file order.

  python3 scripts/dask/group.py --linkscope ./linkscope [--scheduler ADDR]
      [--rules PRESET] [--ignore-tracking] [--members N]
      [--blocksize 64MB] INPUT...

Without --scheduler it starts a LocalCluster of --workers processes.
"""
import argparse
import json
import subprocess
import sys

import dask
import dask.bag as db
import dask.dataframe as dd
import pandas as pd
from distributed import Client, LocalCluster

PART_BITS = 32  # a partition holds fewer than 2**32 lines


def pipe(linkscope, args, lines):
    """Runs linkscope over lines (one output line per input line, the
    batch contract) and returns its decoded JSON records."""
    text = "".join(l if l.endswith("\n") else l + "\n" for l in lines)
    out = subprocess.run([linkscope, *args, "--quiet", "--workers", "1"],
                         input=text.encode(), stdout=subprocess.PIPE, check=True).stdout
    records = [json.loads(l) for l in out.decode().splitlines()]
    if len(records) != len(lines):
        raise RuntimeError(f"{len(lines)} lines gave {len(records)} records")
    return records


def keys_of_partition(lines, index, linkscope, rules, ignore_tracking):
    """The map step: one row (order, key, member) per link of a partition."""
    members = [l.rstrip("\n").removesuffix("\r") for l in lines]
    sources = members
    if ignore_tracking:
        sources = [r.get("clean", r["input"]) for r in pipe(linkscope, ["inspect", "--json", "--fields", "tracking"], lines)]
    normalized = pipe(linkscope, ["normalize", "--json", "--rules", rules], sources)
    rows = [((index << PART_BITS) | i, r["url"], m)
            for i, (r, m) in enumerate(zip(normalized, members)) if "url" in r and m.strip()]
    return pd.DataFrame(rows, columns=["order", "key", "member"]).astype({"order": "int64"})


def reduce_keys(spellings, limit):
    """The reduce step, on a partition that holds every spelling of its
    keys: per key the count, the first line, the first `limit` spellings
    in order of first appearance, and the lines not spelled like them."""
    if spellings.empty:
        return pd.DataFrame({"key": pd.Series(dtype="object"), "count": pd.Series(dtype="int64"),
                             "first": pd.Series(dtype="int64"), "members": pd.Series(dtype="object"),
                             "more": pd.Series(dtype="int64")})
    s = spellings.sort_values(["key", "first"])
    listed = s.groupby("key").cumcount() < limit
    by_key = s.groupby("key", sort=False)
    out = pd.DataFrame({"count": by_key["n"].sum(), "first": by_key["first"].min()})
    out["members"] = s[listed].groupby("key", sort=False)["member"].agg(list).reindex(out.index)
    out["members"] = out["members"].apply(lambda m: m if isinstance(m, list) else [])
    out["more"] = out["count"] - s[listed].groupby("key", sort=False)["n"].sum().reindex(out.index).fillna(0).astype("int64")
    return out.reset_index()


def group(paths, linkscope, rules="safe", ignore_tracking=False, members=10, blocksize="64MB"):
    lines = db.read_text(paths, blocksize=blocksize, encoding="utf-8", errors="surrogateescape")
    parts = [dask.delayed(keys_of_partition)(p, i, linkscope, rules, ignore_tracking)
             for i, p in enumerate(lines.to_delayed())]
    meta = pd.DataFrame({"order": pd.Series(dtype="int64"), "key": pd.Series(dtype="object"),
                         "member": pd.Series(dtype="object")})
    links = dd.from_delayed(parts, meta=meta)
    # Combine per spelling first (a tree reduction), then bring every
    # spelling of a key to one partition (the shuffle) and reduce there.
    spellings = links.groupby(["key", "member"]).order.agg(["min", "count"]).rename(
        columns={"min": "first", "count": "n"}).reset_index()
    per_key = spellings.shuffle("key").map_partitions(reduce_keys, members, meta=reduce_keys(
        pd.DataFrame(columns=["key", "member", "first", "n"]), members))
    result = per_key.compute().sort_values(["count", "first"], ascending=[False, True])
    return [{"key": r.key, "count": int(r.count), "members": list(r.members), "more": int(r.more)}
            for r in result.itertuples(index=False)]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--linkscope", default="linkscope", help="the linkscope binary, on every worker")
    ap.add_argument("--scheduler", help="address of a running Dask scheduler")
    ap.add_argument("--workers", type=int, default=2, help="LocalCluster worker processes")
    ap.add_argument("--rules", default="safe")
    ap.add_argument("--ignore-tracking", action="store_true")
    ap.add_argument("--members", type=int, default=10)
    ap.add_argument("--blocksize", default="64MB", help="bytes of input per partition")
    a = ap.parse_args()
    cluster = None if a.scheduler else LocalCluster(n_workers=a.workers, threads_per_worker=1, dashboard_address=None)
    with Client(a.scheduler or cluster):
        for g in group(a.inputs, a.linkscope, a.rules, a.ignore_tracking, a.members, a.blocksize):
            sys.stdout.write(json.dumps(g, ensure_ascii=False, separators=(",", ":")) + "\n")
    if cluster:
        cluster.close()


if __name__ == "__main__":
    main()
