#!/bin/sh
# Lists the functions over N lines (default 80; STYLE: functions < 80) in core/ cli/ app/,
# longest first, with universal-ctags. Run from the repository root: tools/long_functions.sh [N]
limit=${1:-80}
ctags --languages=C++ --kinds-C++=f --fields=+ne -R -f - core cli app 2>/dev/null |
  awk -F'\t' -v lim="$limit" '{
    line=""; end="";
    for (i=4;i<=NF;i++) { if ($i ~ /^line:/) line=substr($i,6); if ($i ~ /^end:/) end=substr($i,5) }
    if (line!="" && end!="") { n=end-line+1; if (n>lim) printf "%4d %s:%s %s\n", n, $2, line, $1 }
  }' | sort -rn
