package redact

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/jpeg"
	"image/png"
)

// Pixel caps for images: larger images are refused, so that whoever decodes an artifact is not
// asked for gigabytes of memory by a few kilobytes of compressed data.
const (
	maxImageSide   = 20000
	maxImagePixels = 40_000_000
)

// pngKeep are the PNG chunks that draw the image; every other chunk (text, EXIF, time,
// animation, private chunks) is removed.
var pngKeep = map[string]bool{
	"IHDR": true, "PLTE": true, "IDAT": true, "IEND": true, "tRNS": true, "gAMA": true,
	"cHRM": true, "sRGB": true, "iCCP": true, "sBIT": true, "pHYs": true, "bKGD": true,
}

// cleanPNG checks a PNG's structure (chunk lengths and checksums, IHDR first, IEND last) and
// returns it with only the chunks that draw it, without anything after IEND.
func (s *Stage) cleanPNG(shown string, b []byte) ([]byte, error) {
	const sig = "\x89PNG\r\n\x1a\n"
	out := make([]byte, 0, len(b))
	out = append(out, sig...)
	p := b[len(sig):]
	first, end := true, false
	removed := 0 // chunks removed, other than the "Software" text every plotting library writes
	for len(p) > 0 {
		if len(p) < 12 {
			return nil, refuse(RefusedMalformed, "it is not a well-formed PNG image (a chunk is cut short)")
		}
		n := binary.BigEndian.Uint32(p)
		if n > uint32(len(p)-12) {
			return nil, refuse(RefusedMalformed, "it is not a well-formed PNG image (a chunk is cut short)")
		}
		typ := string(p[4:8])
		if crc32.ChecksumIEEE(p[4:8+n]) != binary.BigEndian.Uint32(p[8+n:]) {
			return nil, refuse(RefusedMalformed, "it is not a well-formed PNG image (a chunk's checksum is wrong)")
		}
		for i := 0; i < 4; i++ {
			if !isAlpha(typ[i]) {
				return nil, refuse(RefusedMalformed, "it is not a well-formed PNG image (a chunk has a bad type)")
			}
		}
		if first && typ != "IHDR" {
			return nil, refuse(RefusedMalformed, "it is not a well-formed PNG image (it does not start with IHDR)")
		}
		first = false
		chunk := p[:12+n]
		p = p[12+n:]
		if pngKeep[typ] {
			out = append(out, chunk...)
		} else if !(typ == "tEXt" && bytes.HasPrefix(chunk[8:], []byte("Software\x00")) && n < 128) {
			removed++
		}
		if typ == "IEND" {
			end = true
			break
		}
	}
	if !end {
		return nil, refuse(RefusedMalformed, "it is not a well-formed PNG image (it has no IEND chunk)")
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(out))
	if err != nil {
		return nil, refuse(RefusedMalformed, "it is not a well-formed PNG image")
	}
	if err := checkPixels(cfg); err != nil {
		return nil, err
	}
	if removed > 0 {
		s.warn(fmt.Sprintf("artifact %s: %d metadata chunks removed", shown, removed))
	}
	if len(p) > 0 {
		s.warn(fmt.Sprintf("artifact %s: %d bytes after the end of the image removed", shown, len(p)))
	}
	return out, nil
}

// checkPixels refuses images too large in pixels.
func checkPixels(cfg image.Config) error {
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > maxImageSide || cfg.Height > maxImageSide || cfg.Width*cfg.Height > maxImagePixels {
		return refuse(RefusedSize, "the image is %d×%d pixels; at most %d pixels a side and %d in all are allowed", cfg.Width, cfg.Height, maxImageSide, maxImagePixels)
	}
	return nil
}

// isSOF reports whether a JPEG marker starts a frame.
func isSOF(m byte) bool {
	return m >= 0xC0 && m <= 0xCF && m != 0xC4 && m != 0xC8 && m != 0xCC
}

// cleanJPEG checks a JPEG's segment structure and returns it with only the segments that draw
// it (tables, frame, scans, the JFIF and Adobe headers), without comments, EXIF, XMP, ICC or
// other application segments, and without anything after the end-of-image marker.
func (s *Stage) cleanJPEG(shown string, b []byte) ([]byte, error) {
	bad := refuse(RefusedMalformed, "it is not a well-formed JPEG image")
	out := make([]byte, 0, len(b))
	out = append(out, 0xFF, 0xD8)
	p := 2
	removed := 0
	for {
		if p >= len(b) || b[p] != 0xFF {
			return nil, bad
		}
		for p < len(b) && b[p] == 0xFF {
			p++
		}
		if p >= len(b) {
			return nil, bad
		}
		m := b[p]
		p++
		switch {
		case m == 0xD9:
			out = append(out, 0xFF, 0xD9)
			cfg, err := jpeg.DecodeConfig(bytes.NewReader(out))
			if err != nil {
				return nil, bad
			}
			if err := checkPixels(cfg); err != nil {
				return nil, err
			}
			if removed > 0 {
				s.warn(fmt.Sprintf("artifact %s: %d metadata segments removed", shown, removed))
			}
			if p < len(b) {
				s.warn(fmt.Sprintf("artifact %s: %d bytes after the end of the image removed", shown, len(b)-p))
			}
			return out, nil
		case m == 0x00 || m == 0xD8:
			return nil, bad
		case m >= 0xD0 && m <= 0xD7 || m == 0x01:
			out = append(out, 0xFF, m)
			continue
		}
		if p+2 > len(b) {
			return nil, bad
		}
		l := int(b[p])<<8 | int(b[p+1])
		if l < 2 || p+l > len(b) {
			return nil, bad
		}
		seg := b[p : p+l]
		p += l
		keep := m == 0xDB || m == 0xC4 || m == 0xDD || m == 0xDA || isSOF(m) ||
			m == 0xE0 && bytes.HasPrefix(seg[2:], []byte("JFIF\x00")) ||
			m == 0xEE && bytes.HasPrefix(seg[2:], []byte("Adobe"))
		if !keep {
			removed++
			continue
		}
		out = append(out, 0xFF, m)
		out = append(out, seg...)
		if m != 0xDA {
			continue
		}
		// Entropy-coded data runs to the next marker that is neither a stuffed zero nor a restart.
		start := p
		for {
			k := bytes.IndexByte(b[p:], 0xFF)
			if k < 0 || p+k+1 >= len(b) {
				return nil, bad
			}
			p += k
			n := b[p+1]
			if n == 0x00 || n >= 0xD0 && n <= 0xD7 {
				p += 2
				continue
			}
			if n == 0xFF {
				p++
				continue
			}
			break
		}
		out = append(out, b[start:p]...)
	}
}
