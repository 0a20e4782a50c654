; SPDX-License-Identifier: GPL-3.0-or-later
; The Windows installer: the staged tree (cmake --install + windeployqt + dictionaries, made by
; .github/workflows/release.yml) into Program Files\Tandem, a Start-menu shortcut, `tandem` on
; no PATH (the portable zip is for the command line), an uninstaller in Apps & features.
;   makensis /DSTAGE=path\to\stage /DOUTFILE=tandem-setup-x64.exe packaging\windows\tandem.nsi
; Silent install (the workflow's self-test): tandem-setup-x64.exe /S /D=C:\Somewhere
Unicode true
!include "MUI2.nsh"

!ifndef STAGE
  !error "STAGE (the staged install tree) is not defined"
!endif
!ifndef OUTFILE
  !define OUTFILE "tandem-setup-x64.exe"
!endif

Name "Tandem"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\Tandem"
InstallDirRegKey HKLM "Software\Tandem" "InstallDir"
RequestExecutionLevel admin
SetCompressor /SOLID lzma

!insertmacro MUI_PAGE_LICENSE "${STAGE}\LICENSES.md"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Korean"

!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Tandem"

Section "Tandem"
  SetOutPath "$INSTDIR"
  File /r "${STAGE}\*"
  WriteRegStr HKLM "Software\Tandem" "InstallDir" "$INSTDIR"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortCut "$SMPROGRAMS\Tandem.lnk" "$INSTDIR\bin\tandem.exe"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "Tandem"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "The Tandem developers"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\bin\tandem.exe"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "URLInfoAbout" "https://github.com/tandem-editor/tandem"
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\Tandem.lnk"
  RMDir /r "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
  DeleteRegKey HKLM "Software\Tandem"
SectionEnd
