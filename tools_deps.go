//go:build tools

package main

import (
	_ "github.com/atotto/clipboard"
	_ "github.com/charmbracelet/bubbles/textinput"
	_ "github.com/charmbracelet/bubbletea"
	_ "github.com/charmbracelet/lipgloss"
	_ "github.com/charmbracelet/x/exp/golden"
	_ "github.com/charmbracelet/x/exp/teatest"
	_ "github.com/makiuchi-d/gozxing/qrcode"
	_ "github.com/yeqown/go-qrcode/v2"
	_ "golang.org/x/net/idna"
	_ "golang.org/x/net/publicsuffix"
)
