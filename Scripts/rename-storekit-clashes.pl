#!/usr/bin/env perl
# Renames the core's public types whose names clash with StoreKit's top-level names, so that an
# app's file importing both the port and StoreKit can write `Transaction` and `Product` unqualified.
# Re-runnable (idempotent) over moved or merged code:
#   perl Scripts/rename-storekit-clashes.pl $(git ls-files '*.swift')
# Only code is changed: comments and string literals are left alone (event prose, StoreKit's own
# names in the docs). In a file of the StoreKit twin, or one importing StoreKit or StoreKitTwin,
# the unqualified names are StoreKit's: only `StoreCore.X` is renamed there.
use strict; use warnings;
my %rename = (Transaction => 'StoreTransaction', Product => 'StoreProduct', StoreKitError => 'StoreError');
my $names = join '|', keys %rename;
for my $file (@ARGV) {
    next unless $file =~ /\.swift$/ && -f $file;
    open my $in, '<', $file or die "$file: $!"; local $/; my $text = <$in>; close $in;
    my $twinSide = $file =~ m{Sources/(StoreKitTwin|StoreKitTwinTest|TwinExamples|ImportStoreKitExamples|StoreKit|NotesStoreKit)/}
        || $text =~ /^\s*(\@\w+\s+)*import\s+(StoreKit|StoreKitTwin|StoreKitTwinTest|TwinExamples|ImportStoreKitExamples|NotesStoreKit)\s*$/m;
    my $out = ''; my $code = '';
    my $flush = sub {
        if ($twinSide) { $code =~ s/\b(StoreCore|PurchasePort)\.($names)\b/$1.$rename{$2}/g }
        else { $code =~ s/(?<![.\w`])($names)\b(?!`)/$rename{$1}/g; $code =~ s/\b(StoreCore|PurchasePort)\.($names)\b/$1.$rename{$2}/g }
        $out .= $code; $code = '';
    };
    pos($text) = 0;
    while (pos($text) < length $text) {
        if ($text =~ /\G(\/\/[^\n]*|\/\*.*?\*\/|#*"""(?:.*?)"""#*|#*"(?:[^"\\\n]|\\.)*"#*)/gcs) { $flush->(); my $token = $1; $token =~ s/(\\\(\s*)($names)\b/$1$rename{$2}/g unless $twinSide; $out .= $token; next }
        if ($text =~ /\G([^\/"#]+|.)/gcs) { $code .= $1; next }
    }
    $flush->();
    if ($out ne $text) { open my $o, '>', $file or die; print $o $out; close $o; print "renamed in $file\n" }
}
