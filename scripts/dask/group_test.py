#!/usr/bin/env python3
"""Checks the Dask recipe against `linkscope group --json` on the same
input, on a LocalCluster of two workers: the corpus links, with blank and
bad lines, IRIs, tracking parameters and Openstat markers, cut into many
partitions.

  python3 scripts/dask/group_test.py ./linkscope
"""
import json
import os
import subprocess
import sys
import tempfile

from distributed import Client, LocalCluster

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import group as recipe  # noqa: E402

EXTRA = [
    "", "   ", "http://a b/", "HTTP://Example.COM:80/a", "http://example.com/a",
    "http://example.com/%61", "https://x.org/?utm_source=a", "https://x.org/",
    "https://x.org/#_openstat=dGVzdDsxOzI7Mw", "https://пример.рф/путь", "https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C",
    "http://www.example.com/display?lang=en&article=fred", "http://example.com/display?article=fred&lang=en",
]


def make_input(linkscope_dir, path):
    corpus = subprocess.run(["go", "run", "./internal/corpus/genlinks", "-n", "20000"], cwd=linkscope_dir,
                            stdout=subprocess.PIPE, check=True).stdout.decode().splitlines()
    with open(path, "w", encoding="utf-8") as f:
        for i, line in enumerate(corpus):
            f.write(line + "\n")
            if i % 997 == 0:
                f.write(EXTRA[(i // 997) % len(EXTRA)] + "\n")
        f.write("\r\n".join(EXTRA) + "\r\n")


def linkscope_group(linkscope, path, args):
    out = subprocess.run([linkscope, "group", "--json", *args, path], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, check=True).stdout.decode()
    return [json.loads(l) for l in out.splitlines()]


def main():
    linkscope = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "links.txt")
        make_input(root, path)
        cluster = LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None)
        failed = 0
        with Client(cluster):
            for rules, ignore, members in [("safe", False, 10), ("aggressive", False, 3), ("usual", True, 2)]:
                args = ["--rules", rules, "--members", str(members)] + (["--ignore-tracking"] if ignore else [])
                want = linkscope_group(linkscope, path, args)
                got = recipe.group([path], linkscope, rules, ignore, members, blocksize="256kB")
                status = "ok" if got == want else "DIFFERS"
                print(f"dask group {' '.join(args)}: {len(got)} groups, {sum(g['count'] for g in got)} links: {status}")
                if got != want:
                    failed += 1
                    for i, (g, w) in enumerate(zip(got, want)):
                        if g != w:
                            print(f"  first difference at group {i}:\n   dask      {g}\n   linkscope {w}")
                            break
                    print(f"  {len(got)} groups against {len(want)}")
        cluster.close()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
