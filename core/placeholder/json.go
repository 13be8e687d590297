package placeholder

import "github.com/linkscope/linkscope/core/jsonw"

// AppendJSON appends phs as inspect's placeholders array:
// [{"text","name","platforms","pos","encoded"}], text as written in the
// link, name decoded and bare, platforms the ids that know the name, pos a
// byte offset.
func AppendJSON(dst []byte, phs []Placeholder) []byte {
	return jsonw.AppendArray(dst, phs, func(dst []byte, ph *Placeholder) []byte {
		dst = append(dst, `{"text":`...)
		dst = jsonw.AppendString(dst, ph.Text)
		dst = append(dst, `,"name":`...)
		dst = jsonw.AppendString(dst, ph.Name)
		dst = append(dst, `,"platforms":[`...)
		for i, id := range ph.Platforms.IDs() {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = jsonw.AppendPlain(dst, id)
		}
		dst = append(dst, `],"pos":`...)
		dst = jsonw.AppendInt(dst, int64(ph.Pos))
		dst = append(dst, `,"encoded":`...)
		dst = jsonw.AppendBool(dst, ph.Encoded)
		return append(dst, '}')
	})
}

// AppendUsesJSON appends uses as build's placeholders array:
// [{"text","name","platform","field","pos"}], platform null when no
// platform knows the name, pos a byte offset in the output (the link, or
// the field text).
func AppendUsesJSON(dst []byte, uses []Use) []byte {
	return jsonw.AppendArray(dst, uses, func(dst []byte, u *Use) []byte {
		dst = append(dst, `{"text":`...)
		dst = jsonw.AppendString(dst, u.Text)
		dst = append(dst, `,"name":`...)
		dst = jsonw.AppendString(dst, u.Name)
		dst = append(dst, `,"platform":`...)
		dst = jsonw.AppendStringOrNull(dst, u.Platform.ID(), u.Platform != NoPlatform)
		dst = append(dst, `,"field":`...)
		dst = jsonw.AppendString(dst, u.Field)
		dst = append(dst, `,"pos":`...)
		dst = jsonw.AppendInt(dst, int64(u.Pos))
		return append(dst, '}')
	})
}
