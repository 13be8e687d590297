package config

// DirConventions is linkscope.yaml in the config directory, "" when there
// is no config directory: the one file a shorten: section is read from,
// whichever conventions file is in use.
func (p Paths) DirConventions() string { return p.inDir(ConventionsFileName) }

// OtherConventions are the conventions files a command may read that are
// not the config directory's: --conventions FILE and ./linkscope.yaml.
// A shorten: section in one of them is refused (a cloned repository could
// bring one), so the commands that shorten look at both.
func (p Paths) OtherConventions() []string {
	var out []string
	if p.ConventionsGiven {
		out = append(out, p.Conventions)
	}
	return append(out, ConventionsFileName)
}
