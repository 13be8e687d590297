//go:build amd64 && !purego

#include "textflag.h"

// A byte c is allowed when lo[c&15] & hi[c>>4] != 0: hi has one bit per
// printable ASCII row (0x20..0x70), lo says in which rows each column is
// allowed. Rows 0, 1 (controls) and 8..15 (non-ASCII) have no bit.
DATA hiRows<>+0(SB)/8, $0x2010080402010000
DATA hiRows<>+8(SB)/8, $0
GLOBL hiRows<>(SB), RODATA|NOPTR, $16

DATA lowNibbles<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA lowNibbles<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL lowNibbles<>(SB), RODATA|NOPTR, $16

// DISALLOWED sets BX to the mask of the bytes of X0 not allowed by the
// column table in X7 (X6: hiRows, X5: lowNibbles, X4: zero). The column
// lookup needs no mask: PSHUFB reads an index's low four bits and gives
// zero (not allowed) for a byte with the high bit set, a non-ASCII byte.
#define DISALLOWED \
	MOVOU    X0, X1 \
	PSRLW    $4, X1 \
	PAND     X5, X1 \
	MOVOU    X7, X2 \
	PSHUFB   X0, X2 \
	MOVOU    X6, X3 \
	PSHUFB   X1, X3 \
	PAND     X3, X2 \
	PCMPEQB  X4, X2 \
	PMOVMSKB X2, BX

// func spanSSSE3(p *byte, i, n int, lo *Columns) int
//
// Returns the offset of the first byte of p[i:n] not allowed, or n. Needs
// n >= 16: the bytes after the last whole block are read as the last 16
// bytes of p[:n], with the ones before i shifted out of the mask.
TEXT ·spanSSSE3(SB), NOSPLIT, $0-40
	MOVQ  p+0(FP), SI
	MOVQ  i+8(FP), AX
	MOVQ  n+16(FP), R9
	MOVQ  lo+24(FP), DX
	MOVOU (DX), X7
	MOVOU hiRows<>(SB), X6
	MOVOU lowNibbles<>(SB), X5
	PXOR  X4, X4
	LEAQ  -16(R9), R8 // the last whole block's start
	CMPQ  AX, R8
	JGT   tail

blocks:
	MOVOU (SI)(AX*1), X0
	DISALLOWED
	TESTL BX, BX
	JNZ   found
	ADDQ  $16, AX
	CMPQ  AX, R8
	JLE   blocks

tail:
	CMPQ  AX, R9
	JEQ   done
	MOVQ  R9, DI
	SUBQ  $16, DI
	MOVOU (SI)(DI*1), X0
	DISALLOWED
	MOVQ  AX, CX
	SUBQ  DI, CX
	SHRL  CX, BX
	TESTL BX, BX
	JNZ   found
	MOVQ  R9, AX
	JMP   done

found:
	BSFL BX, BX
	ADDQ BX, AX

done:
	MOVQ AX, ret+32(FP)
	RET
