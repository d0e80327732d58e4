# rules_cited.awk: the articles that citations name, one a line, as
# "iplyc 7.4.2", "trad 17" or "lnse 8.4", for tests/rules_coverage.sh,
# which feeds it the citations of the rules profiles (data/rules/*.yaml).
#
# A citation belongs to the regulation it names: "TRAD 21", "TRAD 19-20,
# 49-51", "TRAD 51 c", "LNSE-MIDI 8.3", "LNSE 8.4", "LNSE-MIDI art.6
# (Banca)", "LNSE-MIDI 1.2, 5.1".  Every other number of the form 7.x or
# 8.x is IPLyC's ("IPLyC 7.11.11, 7.8.1.3").  H8-2021 has no numbered
# articles.  A range of whole numbers ("TRAD 49-51") cites each article
# in it; "IPLyC 7.8.1.2-4" cites 7.8.1.2.
function emit(src, text,    n, parts, i, k, lo, hi) {
	gsub(/–/, "-", text)
	n = split(text, parts, /[, ]+/)
	for (i = 1; i <= n; i++) {
		if (parts[i] ~ /^[0-9]+-[0-9]+$/) {
			split(parts[i], lo, "-")
			for (k = lo[1] + 0; k <= lo[2] + 0; k++)
				print src, k
		} else if (parts[i] ~ /^[0-9]+(\.[0-9]+)*(-[0-9]+(\.[0-9]+)*)?$/) {
			split(parts[i], hi, "-")
			print src, hi[1]
			if (hi[2] != "")
				print src, hi[2]
		}
	}
}
# Takes out of s every citation of src matching re, printing its numbers.
function take(src, re, strip,    out, m, body) {
	out = ""
	while (match(s, re)) {
		m = substr(s, RSTART, RLENGTH)
		body = m
		sub(strip, "", body)
		emit(src, body)
		out = out substr(s, 1, RSTART - 1) " "
		s = substr(s, RSTART + RLENGTH)
	}
	s = out s
}
{ s = s " " $0 }
END {
	take("lnse", "LNSE(-MIDI)? (art\\. ?)?[0-9]+(\\.[0-9]+)*((, |–|-)[0-9]+(\\.[0-9]+)*)*",
	     "^LNSE(-MIDI)? (art\\. ?)?")
	take("trad", "TRAD [0-9]+((, |–|-)[0-9]+)*", "^TRAD ")
	while (match(s, /[78](\.[0-9]+)+/)) {
		pre = RSTART > 1 ? substr(s, RSTART - 1, 1) : " "
		m = substr(s, RSTART, RLENGTH)
		sub(/\.$/, "", m)
		if (pre !~ /[0-9A-Za-z.-]/)
			print "iplyc", m
		s = substr(s, RSTART + RLENGTH)
	}
}
