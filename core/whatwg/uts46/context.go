package uts46

// bidiOK applies the six conditions of RFC 5893 section 2 to a non-empty
// label.
func bidiOK(l []rune) bool {
	first := propsOf(l[0]).bidi()
	rtl := first == bidiR || first == bidiAL
	if !rtl && first != bidiL {
		return false // condition 1
	}
	end := len(l) - 1
	for end > 0 && propsOf(l[end]).bidi() == bidiNSM {
		end--
	}
	last := propsOf(l[end]).bidi()
	hasEN, hasAN := false, false
	for _, r := range l {
		switch b := propsOf(r).bidi(); b {
		case bidiEN:
			hasEN = true
		case bidiAN:
			hasAN = true
			if !rtl {
				return false // condition 5
			}
		case bidiR, bidiAL:
			if !rtl {
				return false // condition 5
			}
		case bidiES, bidiCS, bidiET, bidiON, bidiBN, bidiNSM, bidiL:
			if b == bidiL && rtl {
				return false // condition 2
			}
		default:
			return false // conditions 2 and 5
		}
	}
	if rtl {
		// conditions 3 and 4
		return (last == bidiR || last == bidiAL || last == bidiEN || last == bidiAN) && !(hasEN && hasAN)
	}
	return last == bidiL || last == bidiEN // condition 6
}

// contextJOK applies RFC 5892 Appendix A.1 (ZERO WIDTH NON-JOINER) and A.2
// (ZERO WIDTH JOINER), returning the offending joiner when one fails.
func contextJOK(l []rune) (rune, bool) {
	for i, r := range l {
		if r != 0x200C && r != 0x200D {
			continue
		}
		if i > 0 && propsOf(l[i-1]).virama() {
			continue
		}
		if r == 0x200D || !joinerContext(l, i) {
			return r, false
		}
	}
	return 0, true
}

// joinerContext matches (Joining_Type:{L,D})(Joining_Type:T)*\u200C
// (Joining_Type:T)*(Joining_Type:{R,D}) around l[i].
func joinerContext(l []rune, i int) bool {
	j := i - 1
	for j >= 0 && propsOf(l[j]).joining() == joinT {
		j--
	}
	if j < 0 {
		return false
	}
	if jt := propsOf(l[j]).joining(); jt != joinL && jt != joinD {
		return false
	}
	k := i + 1
	for k < len(l) && propsOf(l[k]).joining() == joinT {
		k++
	}
	if k >= len(l) {
		return false
	}
	jt := propsOf(l[k]).joining()
	return jt == joinR || jt == joinD
}
